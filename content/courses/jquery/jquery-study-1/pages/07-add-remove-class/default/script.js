// #home から current を外し、#menu に current を付けよう
// Remove current from #home and add current to #menu
