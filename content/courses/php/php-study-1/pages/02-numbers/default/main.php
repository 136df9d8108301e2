<?php

// 9 + 3, 7 / 2, 7 % 2 の結果を1行ずつ出力しよう
// Print the results of 9 + 3, 7 / 2 and 7 % 2, one per line
