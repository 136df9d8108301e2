const fruits = ['Apple', 'Banana', 'Cherry'];

export default function App() {
  // map で fruits を <li> にして、<ul> の中に表示しよう（key も忘れずに）
  // Show fruits as <li> elements inside the <ul> with map (with a key)
  return (
    <ul>
    </ul>
  );
}
