name = gets.chomp
number = gets.to_i
puts "Hello, #{name}"
puts number * 2
