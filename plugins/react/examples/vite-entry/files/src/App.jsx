export default function App() {
  return <h1>Hello from Vite's layout</h1>;
}
