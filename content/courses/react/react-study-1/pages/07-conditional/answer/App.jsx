const products = [
  { name: 'Apple', stock: 3 },
  { name: 'Banana', stock: 0 },
  { name: 'Cherry', stock: 5 },
];

export default function App() {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.name}>
          {product.name}: {product.stock > 0 ? <span>{product.stock} left</span> : <strong>Sold out</strong>}
        </li>
      ))}
    </ul>
  );
}
