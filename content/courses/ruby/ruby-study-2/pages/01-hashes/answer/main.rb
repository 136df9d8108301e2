user = {name: "Ken", age: 14}
puts "#{user[:name]} is #{user[:age]} years old"
