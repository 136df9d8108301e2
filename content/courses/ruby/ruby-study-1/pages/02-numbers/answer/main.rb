puts 9 + 3
puts 7 / 2
puts 7 % 2
