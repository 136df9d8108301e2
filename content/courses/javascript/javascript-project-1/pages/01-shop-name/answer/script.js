const shop = 'Ninja Mart';
console.log(`*** ${shop} ***`);
