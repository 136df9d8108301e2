// useState を import しよう
// Import useState

export default function App() {
  // useState(0) で count と setCount を作ろう
  // Make count and setCount with useState(0)
  const count = 0;

  // +1 ボタンを置き、クリックで count を 1 増やそう
  // Add a +1 button that adds 1 to count on click
  return (
    <div>
      <p>Count: {count}</p>
    </div>
  );
}
