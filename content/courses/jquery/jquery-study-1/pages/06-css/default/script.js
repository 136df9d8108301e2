// #title の color と font-size を変えよう
// Change the color and the font-size of #title
