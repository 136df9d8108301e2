// .task がクリックされたら、クリックされた要素に done を付けよう
// When a .task is clicked, add done to the clicked element


// 2つ目のタスクを1回クリックします（判定で結果を確かめるため）
// Clicks the second task once (so the judge can see the result)
$('#task-2').trigger('click');
