// #notice の中身を html() で変えよう
// Change the content of #notice with html()
