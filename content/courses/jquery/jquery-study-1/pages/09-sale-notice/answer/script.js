var shopName = 'Ninja Cafe';
var discount = 20;

function saleText(name, percent) {
  return name + ': ' + percent + '% off today!';
}

$('#notice').text(saleText(shopName, discount));
$('#notice').addClass('sale');
$('#notice').show();
