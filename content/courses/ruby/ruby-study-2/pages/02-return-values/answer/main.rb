def with_tax(price)
  return price * 110 / 100
end

puts with_tax(1000)
puts with_tax(250)
