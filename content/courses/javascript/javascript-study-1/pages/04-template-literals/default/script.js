const name = 'Ninja Ken';
const age = 14;
// テンプレートリテラルで出力しよう
// Print it with a template literal
