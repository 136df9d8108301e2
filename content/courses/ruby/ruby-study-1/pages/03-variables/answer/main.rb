name = "Ken"
age = 14
puts name + " is " + age.to_s + " years old"
