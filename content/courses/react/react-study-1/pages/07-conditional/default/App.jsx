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
          {/* stock が 0 より大きければ「3 left」、0 なら <strong>Sold out</strong> を表示しよう */}
          {/* Show "3 left" when stock is more than 0, and <strong>Sold out</strong> when it is 0 */}
          {product.name}: <span>{product.stock} left</span>
        </li>
      ))}
    </ul>
  );
}
