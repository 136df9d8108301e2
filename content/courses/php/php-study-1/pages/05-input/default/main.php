<?php

// 名前と数値を1行ずつ受け取ろう
// Read a name and a number, one line each
