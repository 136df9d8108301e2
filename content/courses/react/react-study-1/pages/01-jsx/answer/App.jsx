export default function App() {
  return <h1>Hello, React!</h1>;
}
