def greet(name)
  puts "Hello, #{name}!"
end

greet("Ken")
greet("Mika")
