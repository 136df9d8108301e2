name = "Ken"
puts nmae
