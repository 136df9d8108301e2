// 新しい li を作り、#menu の最後に追加しよう
// Create a new li and add it at the end of #menu
