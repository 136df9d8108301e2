export default function App() {
  // フラグメントで <h1> と <p>I am learning React.</p> をまとめて返そう
  // Return the <h1> and <p>I am learning React.</p> together in a fragment
  return <h1>My Profile</h1>;
}
