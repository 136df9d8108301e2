const fruits = ['Apple', 'Banana', 'Cherry'];

export default function App() {
  return (
    <ul>
      {fruits.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}
