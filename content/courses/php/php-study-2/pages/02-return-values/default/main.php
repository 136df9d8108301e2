<?php

// 関数 withTax を定義しよう
// Define the withTax function

// withTax を使って 1000 と 250 の税込価格を出力しよう
// Print the prices with tax of 1000 and 250
