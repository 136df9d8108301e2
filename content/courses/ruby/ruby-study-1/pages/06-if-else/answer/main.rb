score = gets.to_i
if score >= 80
  puts "Passed"
else
  puts "Try again"
end
