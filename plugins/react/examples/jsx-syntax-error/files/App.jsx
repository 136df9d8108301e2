export default function App() {
  return (
    <div>
      <h1>Hello React</h2>
    </div>
  );
}
