count = gets.to_i
while count >= 1
  puts count
  count -= 1
end
puts "Go!"
