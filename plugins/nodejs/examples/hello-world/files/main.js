console.log('Hello, World!')
