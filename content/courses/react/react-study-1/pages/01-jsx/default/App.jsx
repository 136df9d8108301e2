export default function App() {
  // <h1>Hello, React!</h1> を返そう
  // Return <h1>Hello, React!</h1>
  return null;
}
