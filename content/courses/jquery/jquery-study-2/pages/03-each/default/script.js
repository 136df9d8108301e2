// #menu の li に、1. から始まる番号を付けよう
// Number the li elements of #menu, starting from 1.
