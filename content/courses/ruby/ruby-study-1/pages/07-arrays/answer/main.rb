fruits = ["apple", "banana", "cherry"]
puts fruits[0]
fruits.each do |fruit|
  puts "I like #{fruit}"
end
