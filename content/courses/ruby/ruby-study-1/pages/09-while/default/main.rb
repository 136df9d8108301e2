count = gets.to_i
# count から1までカウントダウンしよう
# Count down from count to 1
