// #notice から hidden クラスを外そう
// Remove the hidden class from #notice

// #price に sale クラスをつけよう
// Add the sale class to #price
