export default function App() {
  const user = null;
  // Throws in the browser while rendering: the preview shows the error, the run itself is fine.
  return <h1>Hello, {user.name}</h1>;
}
