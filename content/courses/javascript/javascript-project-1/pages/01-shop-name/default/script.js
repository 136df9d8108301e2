const shop = 'Ninja Mart';
// shop を使って *** Ninja Mart *** と出力しよう
// Print *** Ninja Mart *** using shop
