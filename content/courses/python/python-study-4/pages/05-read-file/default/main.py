# menu.txt を開いて、各行を「- 名前」の形で出力しよう
# Open menu.txt and print each line as "- name"
