apples = 10
people = 0
puts apples / people
