name = gets.chomp
puts "Hello, #{name}!"
