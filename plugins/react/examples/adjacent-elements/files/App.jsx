export default function App() {
  return (
    <h1>My Profile</h1>
    <p>I am learning React.</p>
  );
}
