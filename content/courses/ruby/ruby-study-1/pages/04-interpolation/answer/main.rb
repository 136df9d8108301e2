item = "apple"
price = 120
puts "#{item} costs #{price} yen"
