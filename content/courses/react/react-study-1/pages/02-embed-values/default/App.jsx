export default function App() {
  const name = 'Ken';
  const age = 14;

  // {} で name と age を埋め込もう
  // Embed name and age with {}
  return (
    <div>
      <p></p>
      <p></p>
    </div>
  );
}
