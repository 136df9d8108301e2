puts "Hello Ruby"
