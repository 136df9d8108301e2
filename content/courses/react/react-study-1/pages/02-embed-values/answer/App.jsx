export default function App() {
  const name = 'Ken';
  const age = 14;

  return (
    <div>
      <p>{name} is {age} years old.</p>
      <p>Next year: {age + 1}</p>
    </div>
  );
}
