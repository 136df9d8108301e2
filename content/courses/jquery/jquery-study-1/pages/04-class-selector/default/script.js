// クラス status の要素をすべて Open にしよう
// Change every element with the class status to Open
