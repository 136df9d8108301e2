// id が title の要素の文字を Hello, jQuery! に変えよう
// Change the text of the element with the id title to Hello, jQuery!
