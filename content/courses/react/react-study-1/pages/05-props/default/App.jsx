function Greeting() {
  // props.name を使って「Hello, 名前!」と表示しよう
  // Show "Hello, <name>!" using props.name
  return <p>Hello!</p>;
}

export default function App() {
  return (
    <div>
      {/* name に Ken と Mika を渡して、Greeting を2回表示しよう */}
      {/* Show Greeting twice, passing Ken and Mika as name */}
      <Greeting />
    </div>
  );
}
