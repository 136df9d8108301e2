def greet(name)
  puts "Hello, #{name}"

greet("Ken")
