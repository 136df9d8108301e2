// #loading を隠し、#menu-list を表示しよう
// Hide #loading and show #menu-list
