const score = 85;
// if と else を使って出力しよう
// Use if and else
